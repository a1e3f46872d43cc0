// The demo chain's house pool: the default sponsor of 'Brought to you by'.
// Its key hash is the first 28 bytes of sha256("prime-explorer house pool");
// the demo generator registers the pool under exactly this id on mainnet.
export const DEMO_HOUSE_POOL_ID = "pool1tjqscf4lrqaarmgslg6zu5lgu6zudxewfh33xhuvq7ykjyxmr3h";
export const DEMO_HOUSE_POOL_HASH = "5c810c26bf183bd1ed10fa342e53e8e685c69b2e4de3135f8c078969";
