import * as vscode from 'vscode';
import { excerptFor, findReviews, personaById, type CatalogView, type Review } from '../../core/base';
import { reviewSource } from '../tree/treeItems';
import { verdictCodicon, verdictLabel } from '../tree/verdictStyle';
import type { VerdictsCommand } from './command';
import { CommandId } from '../contract/ids';

interface ReviewItem extends vscode.QuickPickItem {
  review?: Review;
}

/**
 * The quick pick lists at most this many matches: more would hand it every review's text (57 MB for 80,000
 * reviews) and hold up the window, and nobody reads past the first screens anyway.
 */
const SHOWN_MATCHES = 200;
const TYPING_PAUSE_MS = 150;

function reviewItem(view: CatalogView, review: Review, query: string): ReviewItem {
  return {
    label: `${verdictCodicon(review.verdict)} ${review.product ? (view.product(review.product)?.name ?? review.product) : vscode.l10n.t('Unattributed review')}`,
    description: `${personaById(review.persona).name} · ${verdictLabel(review.verdict)}`,
    detail: excerptFor(review.text, query),
    // The items are the matches already: the quick pick must not filter them again by its fuzzy rule.
    alwaysShow: true,
    review,
  };
}

/**
 * Every review, searchable by product, persona, verdict and the review's own words: every word typed must
 * occur (in any case), and each match shows the words around it. The same at every catalog size.
 */
export const searchReviews: VerdictsCommand = {
  id: CommandId.searchReviews,
  async run({ store }) {
    await store.whenLoaded();
    const picked = await pickMatching(store.view);
    const review = picked?.review;
    if (!review) return;
    if (review.product) {
      await vscode.commands.executeCommand(CommandId.openProduct, review.product, review.persona);
    } else {
      const source = reviewSource(review);
      if (source) await vscode.commands.executeCommand(CommandId.openSource, source.file, source.line);
    }
  },
};

function pickMatching(view: CatalogView): Promise<ReviewItem | undefined> {
  const pick = vscode.window.createQuickPick<ReviewItem>();
  const title = vscode.l10n.t('Search Reviews');
  pick.title = title;
  pick.placeholder = vscode.l10n.t('Search by product, persona, verdict or any word of a review');
  pick.matchOnDescription = false;
  pick.matchOnDetail = false;
  const show = () => {
    const query = pick.value;
    const found = findReviews(view, query, SHOWN_MATCHES);
    pick.title = found.capped ? vscode.l10n.t('Search Reviews: first {0} of about {1}', SHOWN_MATCHES, found.about.toLocaleString('en')) : title;
    pick.items = found.reviews.length
      ? found.reviews.map((review) => reviewItem(view, review, query))
      : [{ label: vscode.l10n.t('No review matches'), detail: vscode.l10n.t('Every word must occur in the review, its product or its persona.'), alwaysShow: true }];
    pick.busy = false;
  };
  let typing: ReturnType<typeof setTimeout> | undefined;
  return new Promise((resolve) => {
    pick.onDidChangeValue(() => {
      clearTimeout(typing);
      pick.busy = true;
      typing = setTimeout(show, TYPING_PAUSE_MS);
    });
    pick.onDidAccept(() => {
      const selected = pick.selectedItems[0];
      if (!selected?.review) return; // "No review matches" is a message, not a choice
      resolve(selected);
      pick.hide();
    });
    pick.onDidHide(() => {
      clearTimeout(typing);
      resolve(undefined);
      pick.dispose();
    });
    show();
    pick.show();
  });
}
