import * as vscode from 'vscode';
import { excerptFor, personaById, searchReviews as findReviews, type CatalogView, type Review } from '../../core';
import { reviewSource } from '../tree/treeItems';
import { verdictCodicon, verdictLabel } from '../tree/verdictStyle';
import type { VerdictsCommand } from './command';
import { CommandId } from '../contract/ids';

interface ReviewItem extends vscode.QuickPickItem {
  review: Review;
}

/**
 * Up to this many reviews the quick pick lists them all and filters them itself. Beyond, it would get every
 * review's text (57 MB for 80,000 reviews) and hold up the window: it shows the matches of what is typed instead.
 */
const LIST_ALL_UP_TO = 2_000;
const SHOWN_MATCHES = 200;
const TYPING_PAUSE_MS = 150;

function reviewItem(view: CatalogView, review: Review, detail: string): ReviewItem {
  return {
    label: `${verdictCodicon(review.verdict)} ${review.product ? (view.product(review.product)?.name ?? review.product) : vscode.l10n.t('Unattributed review')}`,
    description: `${personaById(review.persona).name} · ${verdictLabel(review.verdict)}`,
    detail,
    review,
  };
}

/** Every review in one list, searchable by product, persona, verdict and the review's own words. */
export const searchReviews: VerdictsCommand = {
  id: CommandId.searchReviews,
  async run({ store }) {
    await store.whenLoaded();
    const view = store.view;
    const title = vscode.l10n.t('Search Reviews');
    const placeHolder = vscode.l10n.t('Search by product, persona, verdict or any word of a review');
    const picked =
      view.catalog.reviews.length <= LIST_ALL_UP_TO
        ? await vscode.window.showQuickPick(
            view.catalog.reviews.map((review) => reviewItem(view, review, review.text)),
            { title, placeHolder, matchOnDescription: true, matchOnDetail: true },
          )
        : await pickMatching(view, title, placeHolder);
    if (!picked) return;
    const { review } = picked;
    if (review.product) {
      await vscode.commands.executeCommand(CommandId.openProduct, review.product, review.persona);
    } else {
      const source = reviewSource(review);
      if (source) await vscode.commands.executeCommand(CommandId.openSource, source.file, source.line);
    }
  },
};

/** The quick pick for a large catalog: the first matches of what is typed, with the words around the match. */
function pickMatching(view: CatalogView, title: string, placeHolder: string): Promise<ReviewItem | undefined> {
  const pick = vscode.window.createQuickPick<ReviewItem>();
  pick.title = title;
  pick.placeholder = placeHolder;
  // The items are the matches already: the quick pick must not filter them again by their labels.
  const show = () => {
    const query = pick.value;
    pick.items = findReviews(view, query, SHOWN_MATCHES).map((review) => ({ ...reviewItem(view, review, excerptFor(review.text, query)), alwaysShow: true }));
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
      resolve(pick.selectedItems[0]);
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
