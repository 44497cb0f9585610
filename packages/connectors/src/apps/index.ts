import type { AppSpec } from '../kit/app.js';
import { slack } from './slack/index.js';

/** Every app, in the order the palette lists them. Adding an app: its folder, then one line here. */
export const APPS: readonly AppSpec[] = [slack];
