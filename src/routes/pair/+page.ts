// The pairing page speaks the language chosen on this device (localStorage): no server render, so
// the first paint is already in that language (as the console does).
export const ssr = false;
