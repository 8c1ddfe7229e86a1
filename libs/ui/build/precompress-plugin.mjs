// Emits precompressed siblings (`<asset>.br`, `<asset>.gz`) of the text assets of a production build, so
// the gateway can send them as they are (@fastify/static `preCompressed`) instead of compressing on every
// request or sending them uncompressed.
//
// Why not compression-webpack-plugin: rspack lists it as compatible, but it declares webpack as a peer
// dependency, which npm would install (all of webpack) next to rspack for ~40 lines of work done here.
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const DEFAULT_TEST = /\.(js|mjs|css|html|json|svg)$/i;

export class PrecompressPlugin {
  /**
   * @param {object} [options]
   * @param {RegExp} [options.test]      which assets (by file name) get compressed siblings
   * @param {number} [options.threshold] smallest asset, in bytes, worth compressing
   * @param {number} [options.minRatio]  a sibling is kept only if compressed/original is below this
   */
  constructor({ test = DEFAULT_TEST, threshold = 1024, minRatio = 0.8 } = {}) {
    this.options = { test, threshold, minRatio };
  }

  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    const { test, threshold, minRatio } = this.options;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        // After minification and real content hashes: the bytes compressed are the bytes served.
        { name: 'PrecompressPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        async () => {
          const jobs = [];
          for (const asset of compilation.getAssets()) {
            if (!test.test(asset.name) || asset.info.compressed) continue;
            const input = Buffer.from(asset.source.buffer());
            if (input.length < threshold) continue;
            jobs.push(
              (async () => {
                const [br, gz] = await Promise.all([
                  brotli(input, {
                    params: {
                      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
                      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: input.length,
                    },
                  }),
                  gzip(input, { level: zlib.constants.Z_BEST_COMPRESSION }),
                ]);
                for (const [ext, output] of [
                  ['.br', br],
                  ['.gz', gz],
                ]) {
                  if (output.length / input.length >= minRatio) continue;
                  compilation.emitAsset(`${asset.name}${ext}`, new sources.RawSource(output), {
                    compressed: true,
                    immutable: asset.info.immutable,
                  });
                }
              })(),
            );
          }
          await Promise.all(jobs);
        },
      );
    });
  }
}
