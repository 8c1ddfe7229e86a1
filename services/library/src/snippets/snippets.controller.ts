import { Controller, Param, Req, Res, UseGuards } from '@nestjs/common';
import { AuthUser, CurrentUser, JwtAuthGuard } from '@liquify/auth';
import { remoteSnippetRoutes as routes, snippetTestPageRoute } from '@liquify/contracts';
import { ok } from '@liquify/http';
import { ServeRoute } from '@liquify/service';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SnippetLinksService } from './snippet-links.service';
import { SnippetTestPageService } from './snippet-test-page.service';
import { SnippetAnswer, SnippetsService } from './snippets.service';

/** Remote snippets (doc 2 §2, §7): the signed-in link of a module (read, replace) and the public script and frame it points to. */
@Controller()
export class SnippetsController {
  constructor(
    private readonly snippets: SnippetsService,
    private readonly links: SnippetLinksService,
    private readonly testPages: SnippetTestPageService,
  ) {}

  @ServeRoute(routes.token)
  @UseGuards(JwtAuthGuard)
  async token(@CurrentUser() user: AuthUser, @Param('id') id: string, @Req() request: FastifyRequest) {
    return ok(await this.links.current(user, id, this.snippets.baseUrl(request.headers)));
  }

  @ServeRoute(routes.replace)
  @UseGuards(JwtAuthGuard)
  async replace(@CurrentUser() user: AuthUser, @Param('id') id: string, @Req() request: FastifyRequest) {
    return ok(await this.links.replace(user, id, this.snippets.baseUrl(request.headers)));
  }

  @ServeRoute(routes.script)
  async script(@Param('token') token: string, @Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    return send(reply, await this.snippets.serve(token, 'script', request.headers));
  }

  @ServeRoute(routes.frame)
  async frame(@Param('token') token: string, @Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    return send(reply, await this.snippets.serve(token, 'frame', request.headers));
  }

  @ServeRoute(snippetTestPageRoute)
  async testPage(@Param('token') token: string, @Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    return send(reply, await this.testPages.page(token, this.snippets.baseUrl(request.headers)));
  }
}

function send(reply: FastifyReply, answer: SnippetAnswer) {
  reply.status(answer.status).headers(answer.headers);
  return answer.body ? reply.send(answer.body) : reply.send();
}
