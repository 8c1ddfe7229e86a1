import { Controller, Get, Param, Put } from '@nestjs/common';
import { defineRoute } from '@liquify/contracts';
import { z } from 'zod';
import { routeContractOf } from './contract-input';

const putRoute = defineRoute({
  service: 'support',
  method: 'put',
  path: '/api/kit-spec/things/{id}',
  access: 'user',
  summary: 'spec',
  body: z.object({ name: z.string() }),
  responses: { 200: undefined },
});

@Controller('api/kit-spec/things')
class ThingsController {
  @Put(':id')
  update(@Param('id') _id: string) {}

  @Get('undeclared')
  undeclared() {}
}

describe('routeContractOf', () => {
  it("finds the handler's contract by method and path (':id' in Nest is '{id}' in the contract)", () => {
    expect(routeContractOf(ThingsController, ThingsController.prototype.update)).toBe(putRoute);
  });

  it('fails loudly naming the route when a served route has no contract', () => {
    expect(() => routeContractOf(ThingsController, ThingsController.prototype.undeclared)).toThrow('no route contract for GET /api/kit-spec/things/undeclared');
  });
});
