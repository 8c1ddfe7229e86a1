import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { PeopleModule } from '../people/people.module';
import { FaqAdminController } from './faq-admin.controller';
import { FaqController } from './faq.controller';
import { FaqRepository } from './faq.repository';
import { FAQ_MODEL, FAQ_VOTE_MODEL, faqSchema, faqVoteSchema } from './faq.schema';
import { FaqSeed } from './faq.seed';
import { FaqService } from './faq.service';
import { FaqViewsStore } from './faq-views.store';
import { FaqTrashPurgeJob } from './faq-trash-purge.job';
import { FaqTrashService } from './faq-trash.service';
import { FaqVotesRepository } from './faq-votes.repository';

@Module({
  imports: [
    PeopleModule,
    MongooseModule.forFeature([
      { name: FAQ_MODEL, schema: faqSchema },
      { name: FAQ_VOTE_MODEL, schema: faqVoteSchema },
    ]),
  ],
  controllers: [FaqController, FaqAdminController],
  providers: [FaqTrashService, FaqTrashPurgeJob, FaqRepository, FaqVotesRepository, FaqViewsStore, FaqService, FaqSeed],
})
export class FaqModule {}
