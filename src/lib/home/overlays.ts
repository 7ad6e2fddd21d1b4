/** The overlays the tables page offers: the one overlay manifest. */
export { OVERLAYS, servesEveryFamily, type OverlayEntry } from '../../../overlays/manifest';
