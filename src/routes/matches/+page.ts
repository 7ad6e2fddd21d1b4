// The list lives in the browser (the socket that keeps live rows current, the language stored in
// localStorage): no server render, so the first paint is already in the reader's language.
export const ssr = false;
