import { Controller, Param, UseGuards } from '@nestjs/common';
import { JwtAuthGuard } from '@liquify/auth';
import { adminFaqRoutes, FaqCreateRequest, FaqSeedRequest, FaqUpdateRequest, SupportMessages } from '@liquify/contracts';
import { ok } from '@liquify/http';
import { ServeRoute, ValidBody } from '@liquify/service';
import { CurrentAdminGuard } from '../people/current-admin.guard';
import { FaqService } from './faq.service';
import { FaqTrashService } from './faq-trash.service';

/** The admin's FAQ tab (doc 3 §2, §7): 'Seed FAQ Data' and 'Add FAQ', plus edit, delete (to the trash) and restore. */
@Controller()
@UseGuards(JwtAuthGuard, CurrentAdminGuard)
export class FaqAdminController {
  constructor(
    private readonly faq: FaqService,
    private readonly trash: FaqTrashService,
  ) {}

  @ServeRoute(adminFaqRoutes.trashed)
  async trashed() {
    return ok(await this.trash.list());
  }

  @ServeRoute(adminFaqRoutes.restore)
  async restore(@Param('id') id: string) {
    return { success: true as const, message: SupportMessages.faqRestored, data: await this.trash.restore(id) };
  }

  @ServeRoute(adminFaqRoutes.seed)
  async seed(@ValidBody() body: FaqSeedRequest) {
    const data = await this.faq.seed(body.faqData?.length ? body.faqData : undefined);
    return { success: true as const, message: SupportMessages.faqSeeded, data };
  }

  @ServeRoute(adminFaqRoutes.create)
  async create(@ValidBody() body: FaqCreateRequest) {
    return ok(await this.faq.create(body));
  }

  @ServeRoute(adminFaqRoutes.update)
  async update(@Param('id') id: string, @ValidBody() body: FaqUpdateRequest) {
    return ok(await this.faq.update(id, body));
  }

  @ServeRoute(adminFaqRoutes.remove)
  async remove(@Param('id') id: string) {
    await this.faq.remove(id);
    return { success: true as const, message: SupportMessages.faqDeleted };
  }
}
