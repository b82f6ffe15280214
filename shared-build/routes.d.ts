import type { RemoteRoutes, RouteDecl, ServedRoute } from 'shared-api/routes';

export const SHELL_PATHS: readonly string[];
export const SERVED_PREFIXES: readonly string[];
export const REPO_ROOT: string;
export function checkRoutes(routes: unknown, exposed: readonly string[]): string[];
export function conflicts(byRemote: Record<string, readonly { path: string }[]>): string[];
export function claimOf(pattern: string): string;
export function patternProblem(pattern: unknown): string | null;
export function patternTakes(pattern: string, address: string): boolean;
export function loadRemoteRoutes(dir: string): RemoteRoutes;
export function exposesOf(pages: Readonly<Record<string, string>>): Record<string, string>;
export function routesFile(dir: string): string;
export function workspaceRemotes(root?: string): string[];
export function workspaceRoutes(root?: string): ServedRoute[];
export class RoutesPlugin { constructor(routes: readonly RouteDecl[]); apply(compiler: unknown): void }
