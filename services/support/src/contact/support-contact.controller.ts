import { Controller, Get, Put, UseGuards } from '@nestjs/common';
import { JwtAuthGuard } from '@liquify/auth';
import { SUPPORT_CONTACT_MESSAGES, type SupportContactUpdateRequest } from '@liquify/contracts';
import { ok } from '@liquify/http';
import { ValidBody } from '@liquify/service';
import { CurrentAdminGuard } from '../people/current-admin.guard';
import { SupportContactService } from './support-contact.service';

/** GET /api/support/contact for everyone (the help pages); PUT for an admin (/admin/settings). */
@Controller()
export class SupportContactController {
  constructor(private readonly contact: SupportContactService) {}

  @Get('api/support/contact')
  async get() {
    return ok(await this.contact.get());
  }

  @Put('api/admin/support/contact')
  @UseGuards(JwtAuthGuard, CurrentAdminGuard)
  async set(@ValidBody() body: SupportContactUpdateRequest) {
    return ok(await this.contact.set(body.email), { message: SUPPORT_CONTACT_MESSAGES.updated });
  }
}
