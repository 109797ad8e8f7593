import type { PersonaId, Review } from '../../core/base';

/**
 * Tree elements are plain data naming catalog ids, so they survive a catalog rebuild and can be passed to
 * commands (a context-menu command receives the row's element as its first argument).
 * `id` is the row's stable TreeItem id: unique in its view, the same across rebuilds, so expansion is kept.
 */
export type TreeNode = ProductNode | ReviewNode | MatchupNode | PersonaNode;

export interface ProductNode {
  kind: 'product';
  id: string;
  productId: string;
  /** Set when the row sits under a matchup: its children are then the reviews in that matchup. */
  matchupId?: string;
}

export interface ReviewNode {
  kind: 'review';
  id: string;
  reviewId: string;
  productId: string | null;
  persona: PersonaId;
  /** Set when the row sits under a matchup: its source is then the one in that matchup's file. */
  matchupId?: string;
  /** Under a product the row is named after the persona; under a persona, after the product. */
  labelBy: 'persona' | 'product';
}

export interface MatchupNode {
  kind: 'matchup';
  id: string;
  matchupId: string;
}

export interface PersonaNode {
  kind: 'persona';
  id: string;
  personaId: PersonaId;
}

export function isTreeNode(value: unknown): value is TreeNode {
  if (typeof value !== 'object' || value === null) return false;
  const kind = (value as { kind?: unknown }).kind;
  return kind === 'product' || kind === 'review' || kind === 'matchup' || kind === 'persona';
}

/** The product a command argument stands for: a product id, or a product or review row. */
export function productIdOf(argument: unknown): string | undefined {
  if (typeof argument === 'string') return argument;
  if (isTreeNode(argument) && (argument.kind === 'product' || argument.kind === 'review')) return argument.productId ?? undefined;
  return undefined;
}

/** The row of one review under `parent`: named after its persona under a product, after its product under a persona. */
export function reviewNode(parent: TreeNode, review: Review, labelBy: ReviewNode['labelBy'], matchupId?: string): ReviewNode {
  return {
    kind: 'review',
    id: `${parent.id}/review/${review.id}`,
    reviewId: review.id,
    productId: parent.kind === 'product' ? parent.productId : review.product,
    persona: review.persona,
    ...(matchupId ? { matchupId } : {}),
    labelBy,
  };
}
