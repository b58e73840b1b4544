// The rule is the API's too (packages/domain first-screen.ts reads paths with it).
export { parseIdParam } from '@gigrank/domain';
