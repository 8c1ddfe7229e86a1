export declare const ROUTE_CHUNK_PREFIX: string;
export declare function routeChunkName(pattern: string): string;
export declare function routePatternOf(chunkName: unknown): string | undefined;
