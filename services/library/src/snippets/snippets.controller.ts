import { Controller, Get, Param, Req, Res, UseGuards } from '@nestjs/common';
import { AuthUser, CurrentUser, JwtAuthGuard } from '@liquify/auth';
import { ok } from '@liquify/http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SnippetAnswer, SnippetFormat, SnippetsService } from './snippets.service';

/** Remote snippets (doc 2 §2, §7): the signed-in token generation and the public script it points to. */
@Controller('api/remote-modules')
export class SnippetsController {
  constructor(private readonly snippets: SnippetsService) {}

  @Get('generate-token/:id')
  @UseGuards(JwtAuthGuard)
  async generate(@CurrentUser() user: AuthUser, @Param('id') id: string, @Req() request: FastifyRequest) {
    return ok(await this.snippets.generate(user.id, id, this.snippets.baseUrl(request.headers)));
  }

  @Get('snippet/:token')
  async script(@Param('token') token: string, @Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    return send(reply, await this.snippets.serve(token, 'script', request.headers));
  }

  @Get('snippet/:token/frame')
  async frame(@Param('token') token: string, @Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    return send(reply, await this.snippets.serve(token, 'frame' satisfies SnippetFormat, request.headers));
  }
}

function send(reply: FastifyReply, answer: SnippetAnswer) {
  reply.status(answer.status).headers(answer.headers);
  return answer.body ? reply.send(answer.body) : reply.send();
}
