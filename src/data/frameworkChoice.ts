/**
 * Kept only for src/components/LivePreview/HomeLive.tsx, which imports the stored framework choice
 * from this path: the module is ./frameworkSwitch/choice.ts. Import from there.
 */
export {readStoredFramework} from './frameworkSwitch/choice';
