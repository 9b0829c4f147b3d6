// Side effects only: see register.mjs.
export {};
