/**
 * The still pictures of the packages' components that the home page shows when its live preview
 * cannot load from the public CDN: recorded from the published packages by `npm run
 * check:packages` (tests/packages/preview-pictures.spec.ts, `RECORD_PICTURES=1`), never from the
 * test stand-in. `previewPictures.json` says which package and version each picture shows.
 */
import type {FrameworkId} from './facts';
import pictures from './previewPictures.json';

export interface PreviewPicture {
  readonly npmName: string;
  readonly version: string;
  readonly width: number;
  readonly height: number;
}

export type PreviewPictures = Partial<Record<FrameworkId, PreviewPicture>>;

/** The record, from the repository's root. */
export const PICTURES_FILE = 'src/data/previewPictures.json';

/** A framework's picture, from the repository's root (served from `/img/previews/`). */
export const pictureFile = (framework: FrameworkId): string => `static/img/previews/${framework}.png`;

/** The site path of a framework's picture. */
export const picturePath = (framework: FrameworkId): string => `/img/previews/${framework}.png`;

export const previewPictures: PreviewPictures = pictures;
