/** Types of verify.cjs. */
export function verifySecurityHeaders(buildDir: string, baseUrl?: string): string[];
export function headerPolicyLength(buildDir: string): number;
export function urlPathOf(buildDir: string, file: string): string;
export function htmlFiles(dir: string): string[];
