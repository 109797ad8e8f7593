import { productIdOf } from '../tree/treeNodes';
import type { VerdictsCommand } from './command';
import { compareProducts, compareWithSecond } from './compareProducts';
import { CommandId } from '../contract/ids';

/** "Compare With…" on a product (an id from a hover link, or a tree row): asks for the second product. */
export const compareWith: VerdictsCommand = {
  id: CommandId.compareWith,
  takesTreeRows: true,
  async run(services, target?: unknown) {
    const productId = productIdOf(target);
    // Without a product (a keybinding, say) this is the two-step compare.
    if (!productId) return compareProducts.run(services);
    await services.store.whenLoaded();
    return compareWithSecond(services, productId, undefined);
  },
};
