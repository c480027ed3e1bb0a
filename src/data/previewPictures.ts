/**
 * The home page's still pictures for when its live preview cannot load from the CDN: recorded from the
 * published packages (tests/packages/preview-pictures.spec.ts), never from the test stand-in.
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

/** From the repository's root. */
export const PICTURES_FILE = 'src/data/previewPictures.json';

/** From the repository's root (served from `/img/previews/`). */
export const pictureFile = (framework: FrameworkId): string => `static/img/previews/${framework}.png`;

export const picturePath = (framework: FrameworkId): string => `/img/previews/${framework}.png`;

export const previewPictures: PreviewPictures = pictures;
