/** `SPEED_LAYER=off` builds the site without the speed layer (./README.md): diagnosis and the bench's A/B. */
export function speedLayerOn(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.SPEED_LAYER !== 'off';
}
