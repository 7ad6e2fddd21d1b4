#!/usr/bin/env node
// The `cuecast` command. The engine is TypeScript; tsx loads it in place, so a checkout
// works right after `npm install` with no build step.
import { register } from 'tsx/esm/api';

register();
const entry = './main.ts';
/** @type {typeof import('./main')} */
const { main } = await import(entry);
process.exitCode = await main(process.argv.slice(2));
