/**
 * The one platform object the contract uses: the WHATWG URL parser, present in every runtime the
 * contract runs in (browsers, workers and Node), but in neither the ES library nor lib-free
 * compilation. Declared with only what the contract reads, so any other DOM or Node name used in
 * `src/contract` fails `tsconfig/contract.json`.
 */
declare class URL {
  constructor(url: string, base?: string);
  readonly origin: string;
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
}
