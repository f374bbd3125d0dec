// The declarations of platform/launch.mjs for the TypeScript side, which reads no JavaScript (the
// root tsconfig has no allowJs); kept by hand beside it, as lib/http/cspOrigins.d.mts is. The
// platform's own type check reads launch.mjs itself.
import type { ChildProcess } from 'node:child_process';

export interface LaunchOptions {
  port?: number;
  host?: string;
  db?: string;
  seedArticles?: number;
  faults?: boolean;
  shareBase?: string;
  record?: string;
  sitePurge?: { url: string; token: string };
  env?: Record<string, string>;
  onOutput?: (chunk: Buffer) => void;
  echoErrors?: boolean;
  timeoutMs?: number;
}

export interface RunningPlatform {
  url: string;
  port: number;
  db: string;
  pid: number | undefined;
  child: ChildProcess;
  output(): string;
  stop(): Promise<void>;
}

export declare function freePort(): Promise<number>;
export declare function databaseFiles(db: string): string[];
export declare function platformEnv(options: Omit<LaunchOptions, 'port' | 'db'> & { port: number; db: string }): Record<string, string>;
export declare function launchPlatform(options?: LaunchOptions): Promise<RunningPlatform>;
export declare function commandOptions(args: string[]): { port: number; db: string; fresh: boolean } & Omit<LaunchOptions, 'port' | 'db'>;
