// The shop header's door to the bag: CartLink imports this module on demand, so the header island
// carries no store until a signed-in customer's page needs the count or someone opens the bag.
// (Importing cart-store itself dynamically would not split it in builds that also import it
// statically, the builder preview's.)
export { cartStore } from './cart-store';
