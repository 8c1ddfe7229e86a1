import { Controller, Get, Param, Put, RequestMethod } from '@nestjs/common';
import { HTTP_CODE_METADATA, METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { defineRoute } from '@liquify/contracts';
import { z } from 'zod';
import { routeContractOf, ServeRoute } from './contract-input';

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

const createRoute = defineRoute({
  service: 'support',
  method: 'post',
  path: '/api/kit-spec/things/{id}/copies',
  access: 'user',
  summary: 'spec',
  responses: { 201: undefined, 404: undefined },
});
const actionRoute = defineRoute({
  service: 'support',
  method: 'post',
  path: '/api/kit-spec/things/{id}/archive',
  access: 'user',
  summary: 'spec',
  responses: { 200: undefined, 409: undefined },
});

@Controller()
class ServedController {
  @ServeRoute(createRoute)
  copy(@Param('id') _id: string) {}

  @ServeRoute(actionRoute)
  archive(@Param('id') _id: string) {}
}

describe('routeContractOf', () => {
  it("finds the handler's contract by method and path (':id' in Nest is '{id}' in the contract)", () => {
    expect(routeContractOf(ThingsController, ThingsController.prototype.update)).toBe(putRoute);
  });

  it('fails loudly naming the route when a served route has no contract', () => {
    expect(() => routeContractOf(ThingsController, ThingsController.prototype.undeclared)).toThrow('no route contract for GET /api/kit-spec/things/undeclared');
  });
});

describe('ServeRoute', () => {
  it("gives the handler the contract's method and path, ':id' for '{id}'", () => {
    expect(Reflect.getMetadata(METHOD_METADATA, ServedController.prototype.copy)).toBe(RequestMethod.POST);
    expect(Reflect.getMetadata(PATH_METADATA, ServedController.prototype.copy)).toBe('api/kit-spec/things/:id/copies');
  });

  it("answers with the contract's success status (201 for a creation, 200 for a POST action)", () => {
    expect(Reflect.getMetadata(HTTP_CODE_METADATA, ServedController.prototype.copy)).toBe(201);
    expect(Reflect.getMetadata(HTTP_CODE_METADATA, ServedController.prototype.archive)).toBe(200);
  });

  it('is found again by routeContractOf', () => {
    expect(routeContractOf(ServedController, ServedController.prototype.copy)).toBe(createRoute);
    expect(routeContractOf(ServedController, ServedController.prototype.archive)).toBe(actionRoute);
  });
});
