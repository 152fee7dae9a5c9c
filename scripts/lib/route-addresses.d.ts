// Types for route-addresses.js, which the browser tests (TypeScript) and the audit (plain node) share.
interface TableRoute {
  id?: string;
  path?: string;
  index?: boolean;
  file: string;
}

export function routeName(route: TableRoute): string;

export function routeAddresses<Visit = string>(
  table: readonly TableRoute[],
  samples?: Record<string, Visit[]>,
  skipped?: Record<string, string>,
): { name: string; pattern: string; paths: (Visit | string)[] }[];

export function loadRouteTable(): Promise<TableRoute[]>;
