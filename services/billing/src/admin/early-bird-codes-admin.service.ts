import { Injectable } from '@nestjs/common';
import { earlyBirdCodeState, type EarlyBirdCodeDto, type EarlyBirdCodeUpdateRequest } from '@liquify/contracts';
import { BillingErrorCodes } from '../billing.errors';
import { CheckoutSessionsService } from '../checkout/checkout-sessions.service';
import type { EarlyBirdCodeDoc } from '../plans/early-bird-code.schema';
import { EarlyBirdCodesRepository, EarlyBirdLimits } from '../plans/early-bird-codes.repository';

const limitsOf = (input: { maxUses?: number | null; expiresAt?: string | null }): EarlyBirdLimits => ({
  maxUses: input.maxUses,
  expiresAt: input.expiresAt === undefined ? undefined : input.expiresAt === null ? null : new Date(input.expiresAt),
});

export function toEarlyBirdCodeDto(doc: EarlyBirdCodeDoc, uses: number): EarlyBirdCodeDto {
  return {
    code: doc._id,
    active: doc.active,
    uses,
    claimed: doc.claimed ?? 0,
    maxUses: doc.maxUses ?? null,
    expiresAt: doc.expiresAt ? new Date(doc.expiresAt).toISOString() : null,
    source: doc.source,
    createdAt: new Date(doc.createdAt).toISOString(),
    disabledAt: doc.disabledAt ? new Date(doc.disabledAt).toISOString() : null,
  };
}

/** The Early Bird codes: checked at checkout; on /admin/settings listed with usage counts, added, disabled or re-enabled, limited. */
@Injectable()
export class EarlyBirdCodesAdminService {
  constructor(
    private readonly codes: EarlyBirdCodesRepository,
    private readonly sessions: CheckoutSessionsService,
  ) {}

  /** Whether a code opens the Early Bird plan now: stored, enabled, not expired, not used up. */
  async isUsable(code: string, now = new Date()): Promise<boolean> {
    if (!(await this.codes.isActive(code))) return false;
    const doc = await this.codes.find(code);
    return doc !== null && earlyBirdCodeState({ active: doc.active, claimed: doc.claimed ?? 0, maxUses: doc.maxUses ?? null, expiresAt: doc.expiresAt ?? null }, now) === 'usable';
  }

  async list(): Promise<EarlyBirdCodeDto[]> {
    const [codes, uses] = await Promise.all([this.codes.list(), this.sessions.earlyBirdUses()]);
    return codes.map((c) => toEarlyBirdCodeDto(c, uses.get(c._id) ?? 0));
  }

  async add(code: string, limits: { maxUses?: number | null; expiresAt?: string | null } = {}): Promise<EarlyBirdCodeDto> {
    if (!(await this.codes.insert(code, 'admin', limitsOf(limits)))) throw BillingErrorCodes.EARLY_BIRD_CODE_EXISTS();
    return this.one(code);
  }

  /** Enables/disables a code and/or changes its limits (a field left out is unchanged). */
  async update(code: string, change: EarlyBirdCodeUpdateRequest): Promise<EarlyBirdCodeDto> {
    if (!(await this.codes.find(code))) throw BillingErrorCodes.EARLY_BIRD_CODE_NOT_FOUND();
    if (change.maxUses !== undefined || change.expiresAt !== undefined) {
      if (!(await this.codes.setLimits(code, limitsOf(change)))) throw BillingErrorCodes.EARLY_BIRD_CODE_NOT_FOUND();
    }
    if (change.active !== undefined && !(await this.codes.setActive(code, change.active))) throw BillingErrorCodes.EARLY_BIRD_CODE_NOT_FOUND();
    return this.one(code);
  }

  private async one(code: string): Promise<EarlyBirdCodeDto> {
    const doc = await this.codes.find(code);
    if (!doc) throw BillingErrorCodes.EARLY_BIRD_CODE_NOT_FOUND();
    return toEarlyBirdCodeDto(doc, (await this.sessions.earlyBirdUses()).get(doc._id) ?? 0);
  }
}
