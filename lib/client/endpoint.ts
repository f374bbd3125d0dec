import type { z } from 'zod';
import type { AnyHandlerDefinition, DefinedHandler } from '@/lib/http/handler/defineHandler';
import { BASE_PATH } from '@/lib/routing/basePath';

/**
 * The browser's handle on one of our handlers: its address and method, and (as types only)
 * what it takes and answers, derived from the handler's own definition. Made with `endpoint`
 * from the handler's type, so neither zod nor any server code reaches the browser.
 */
export interface Endpoint<Input, Answer, Method extends 'GET' | 'POST' = 'GET' | 'POST'> {
  readonly path: string;
  readonly method: Method;
  /** Never set at run time: it carries the types. */
  readonly types?: { input: Input; answer: Answer };
}

type DefinitionOf<H> = H extends DefinedHandler<infer D> ? D : never;

/** The endpoint type of a defined route handler (`typeof POST` of its route.ts). */
export type EndpointOf<H> = Endpoint<
  z.input<DefinitionOf<H>['input']>,
  z.output<DefinitionOf<H>['answer']>,
  DefinitionOf<H>['method']
>;
export type InputOf<E> = E extends Endpoint<infer Input, unknown> ? Input : never;
export type AnswerOf<E> = E extends Endpoint<unknown, infer Answer> ? Answer : never;

/**
 * The endpoint of handler H. `path` and `method` must be the ones H's definition says (the
 * type check refuses others), so a renamed handler cannot leave its browser callers behind.
 */
export function endpoint<H extends DefinedHandler<AnyHandlerDefinition>>(
  path: DefinitionOf<H>['path'],
  method: DefinitionOf<H>['method'],
): EndpointOf<H> {
  return { path, method } as EndpointOf<H>;
}

/** Absolute path of an endpoint (an <img src>, a <form action>, a beacon). */
export function endpointUrl(target: Endpoint<unknown, unknown>): string {
  return `${BASE_PATH}/api/${target.path}`;
}
