import { Controller, UseGuards } from '@nestjs/common';
import { JwtAuthGuard } from '@liquify/auth';
import {
  SUPPORT_CONTACT_MESSAGES,
  supportContactRoute,
  type SupportContactUpdateRequest,
} from '@liquify/contracts';
import { ok } from '@liquify/http';
import { ServeRoute, ValidBody } from '@liquify/service';
import { CurrentAdminGuard } from '../people/current-admin.guard';
import { SupportContactService } from './support-contact.service';

/** GET /api/support/contact for everyone (the help pages); PUT for an admin (/admin/settings). */
@Controller()
export class SupportContactController {
  constructor(private readonly contact: SupportContactService) {}

  @ServeRoute(supportContactRoute.get)
  async get() {
    return ok(await this.contact.get());
  }

  @ServeRoute(supportContactRoute.set)
  @UseGuards(JwtAuthGuard, CurrentAdminGuard)
  async set(@ValidBody() body: SupportContactUpdateRequest) {
    return ok(await this.contact.set(body.email), { message: SUPPORT_CONTACT_MESSAGES.updated });
  }
}
