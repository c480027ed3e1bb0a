/** Types of scripts/test-builds.cjs for the TypeScript tests and configuration. */
export const WITHOUT_LAYER_BASE_URL: string;
