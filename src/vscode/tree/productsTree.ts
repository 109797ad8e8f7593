import { sortProducts, type CatalogView } from '../../core/base';
import { CatalogTreeProvider } from './catalogTreeProvider';
import { reviewNode, type ProductNode, type TreeNode } from './treeNodes';

/** Products → one row per persona review. A filter keeps the products with a matching review, and those reviews. */
export class ProductsTreeProvider extends CatalogTreeProvider {
  protected childrenOf(view: CatalogView, node: TreeNode | undefined): TreeNode[] {
    if (!node) {
      return sortProducts(view.catalog.products, this.state.order)
        .filter((product) => !this.state.filtered || view.reviewsOf(product.id).some((review) => this.shows(review)))
        .map((product): ProductNode => ({ kind: 'product', id: `product/${product.id}`, productId: product.id }));
    }
    if (node.kind !== 'product') return [];
    return view
      .reviewsOf(node.productId)
      .filter((review) => this.shows(review))
      .map((review) => reviewNode(node, review, 'persona'));
  }
}
