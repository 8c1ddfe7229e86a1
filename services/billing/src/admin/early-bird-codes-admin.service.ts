import { Injectable } from '@nestjs/common';
import type { EarlyBirdCodeDto } from '@liquify/contracts';
import { BillingErrorCodes } from '../billing.errors';
import { CheckoutSessionsService } from '../checkout/checkout-sessions.service';
import type { EarlyBirdCodeDoc } from '../plans/early-bird-code.schema';
import { EarlyBirdCodesRepository } from '../plans/early-bird-codes.repository';

export function toEarlyBirdCodeDto(doc: EarlyBirdCodeDoc, uses: number): EarlyBirdCodeDto {
  return {
    code: doc._id,
    active: doc.active,
    uses,
    source: doc.source,
    createdAt: new Date(doc.createdAt).toISOString(),
    disabledAt: doc.disabledAt ? new Date(doc.disabledAt).toISOString() : null,
  };
}

/** The Early Bird codes: checked at checkout; on /admin/settings listed with usage counts, added, disabled or re-enabled. */
@Injectable()
export class EarlyBirdCodesAdminService {
  constructor(
    private readonly codes: EarlyBirdCodesRepository,
    private readonly sessions: CheckoutSessionsService,
  ) {}

  /** Whether a code opens the Early Bird plan (stored and not disabled). */
  isActive(code: string): Promise<boolean> {
    return this.codes.isActive(code);
  }

  async list(): Promise<EarlyBirdCodeDto[]> {
    const [codes, uses] = await Promise.all([this.codes.list(), this.sessions.earlyBirdUses()]);
    return codes.map((c) => toEarlyBirdCodeDto(c, uses.get(c._id) ?? 0));
  }

  async add(code: string): Promise<EarlyBirdCodeDto> {
    if (!(await this.codes.insert(code, 'admin'))) throw BillingErrorCodes.EARLY_BIRD_CODE_EXISTS();
    return this.one(code);
  }

  async setActive(code: string, active: boolean): Promise<EarlyBirdCodeDto> {
    if (!(await this.codes.setActive(code, active))) throw BillingErrorCodes.EARLY_BIRD_CODE_NOT_FOUND();
    return this.one(code);
  }

  private async one(code: string): Promise<EarlyBirdCodeDto> {
    const doc = await this.codes.find(code);
    if (!doc) throw BillingErrorCodes.EARLY_BIRD_CODE_NOT_FOUND();
    return toEarlyBirdCodeDto(doc, (await this.sessions.earlyBirdUses()).get(doc._id) ?? 0);
  }
}
