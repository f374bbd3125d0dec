type Env = Readonly<Record<string, string | undefined>>;

export interface SharedDirectives {
  directives: readonly string[];
  defaults: Readonly<Record<string, string>>;
  hosts: { media: readonly string[]; analytics: readonly string[]; fixed: readonly string[]; frames?: readonly string[] };
}

export const LOOPBACK_NAMES: readonly string[];
export function originsOf(names: readonly string[], env: Env, defaults: Readonly<Record<string, string>>): string[];
export function fillDirectives(shared: SharedDirectives, env: Env): string[];
