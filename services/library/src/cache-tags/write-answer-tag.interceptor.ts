import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import type { AuthUser } from '@liquify/auth';
import { EDGE_TAG_HEADER } from '@liquify/redis';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { mergeMap, Observable } from 'rxjs';
import { LibraryCacheTags } from './library-cache-tags';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Read-your-writes through the gateway's edge cache: a signed-in write's answer carries the user's tag at the
 * version it reached (read after the write bumped it). The gateway observes a tag on any answer, so the
 * user's next list or quota read is fetched fresh at once; before, the gateway learned the bump by pub/sub
 * only and a list refetched right after an add could be the one from before it.
 */
@Injectable()
export class WriteAnswerTagInterceptor implements NestInterceptor {
  constructor(private readonly tags: LibraryCacheTags) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const request = context.switchToHttp().getRequest<FastifyRequest & { user?: AuthUser }>();
    if (READS.has(request.method)) return next.handle();
    const reply = context.switchToHttp().getResponse<FastifyReply>();
    return next.handle().pipe(
      mergeMap(async (answer) => {
        const user = request.user;
        if (user && !reply.hasHeader(EDGE_TAG_HEADER)) {
          const header = await this.tags.userHeader(user.id).catch(() => undefined);
          if (header) reply.header(EDGE_TAG_HEADER, header);
        }
        return answer;
      }),
    );
  }
}
