import * as vscode from 'vscode';
import { personaById, type Review } from '../../core';
import { reviewSource } from '../tree/treeItems';
import { verdictCodicon, verdictLabel } from '../tree/verdictStyle';
import type { VerdictsCommand } from './command';
import { CommandId } from './ids';

interface ReviewItem extends vscode.QuickPickItem {
  review: Review;
}

/** Every review in one list, searchable by product, persona, verdict and the review's own words. */
export const searchReviews: VerdictsCommand = {
  id: CommandId.searchReviews,
  async run({ store }) {
    await store.whenLoaded();
    const view = store.view;
    const items = view.catalog.reviews.map(
      (review): ReviewItem => ({
        label: `${verdictCodicon(review.verdict)} ${review.product ? (view.product(review.product)?.name ?? review.product) : vscode.l10n.t('Unattributed review')}`,
        description: `${personaById(review.persona).name} · ${verdictLabel(review.verdict)}`,
        detail: review.text,
        review,
      }),
    );
    const picked = await vscode.window.showQuickPick(items, {
      title: vscode.l10n.t('Search Reviews'),
      placeHolder: vscode.l10n.t('Search by product, persona, verdict or any word of a review'),
      matchOnDescription: true,
      matchOnDetail: true,
    });
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
