import type { CatalogView } from '../../core';
import { CatalogTreeProvider } from './catalogTreeProvider';
import type { PersonaNode, ReviewNode, TreeNode } from './treeNodes';

/** Personas → every product each one reviewed, with the verdict. Personas without reviews are left out. */
export class PersonasTreeProvider extends CatalogTreeProvider {
  protected childrenOf(view: CatalogView, node: TreeNode | undefined): TreeNode[] {
    if (!node) {
      return view.catalog.personas
        .filter((persona) => view.reviewsByPersona(persona.id).length > 0)
        .map((persona): PersonaNode => ({ kind: 'persona', id: `persona/${persona.id}`, personaId: persona.id }));
    }
    if (node.kind !== 'persona') return [];
    return view.reviewsByPersona(node.personaId).map(
      (review): ReviewNode => ({
        kind: 'review',
        id: `${node.id}/review/${review.id}`,
        reviewId: review.id,
        productId: review.product,
        persona: review.persona,
        labelBy: 'product',
      }),
    );
  }
}
