/**
 * The speed layer's one switch: `SPEED_LAYER=off` builds the site without it
 * (no island or lazy wrappers, no patch points, no shared-module chunking, the
 * stock page template with `<script defer>` bundles). For diagnosis ("is the
 * layer the cause?") and the bench's A/B only; never deployed.
 */
export function speedLayerOn(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.SPEED_LAYER !== 'off';
}
