import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { PeopleModule } from '../people/people.module';
import { SupportContactController } from './support-contact.controller';
import { SupportContactService } from './support-contact.service';
import { SUPPORT_SETTING_MODEL, supportSettingSchema } from './support-setting.schema';

@Module({
  imports: [PeopleModule, MongooseModule.forFeature([{ name: SUPPORT_SETTING_MODEL, schema: supportSettingSchema }])],
  controllers: [SupportContactController],
  providers: [SupportContactService],
})
export class ContactModule {}
