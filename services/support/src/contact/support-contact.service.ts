import { Inject, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { SupportContactDto } from '@liquify/contracts';
import { SERVICE_CONFIG } from '@liquify/service';
import type { Model } from 'mongoose';
import type { SupportConfig } from '../config';
import { SUPPORT_SETTING_MODEL, SupportSettingDoc } from './support-setting.schema';

/** The support e-mail customers see: the admin's choice once made, else SUPPORT_EMAIL. */
@Injectable()
export class SupportContactService {
  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: SupportConfig,
    @InjectModel(SUPPORT_SETTING_MODEL) private readonly model: Model<SupportSettingDoc>,
  ) {}

  async get(): Promise<SupportContactDto> {
    const doc = await this.model.findOne({ _id: 'contact' }).lean<SupportSettingDoc>().exec();
    return doc ? { email: doc.email, updatedAt: new Date(doc.updatedAt).toISOString() } : { email: this.config.SUPPORT_EMAIL, updatedAt: null };
  }

  async set(email: string): Promise<SupportContactDto> {
    await this.model.updateOne({ _id: 'contact' }, { $set: { email } }, { upsert: true }).exec();
    return this.get();
  }
}
