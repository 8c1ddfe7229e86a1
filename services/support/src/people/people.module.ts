import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { PeopleConsumer } from './people.consumer';
import { PeopleRepository } from './people.repository';
import { PeopleService } from './people.service';
import { PERSON_MODEL, personSchema } from './person.schema';
import { CurrentAdminGuard } from './current-admin.guard';

@Module({
  imports: [MongooseModule.forFeature([{ name: PERSON_MODEL, schema: personSchema }])],
  controllers: [PeopleConsumer],
  providers: [PeopleRepository, PeopleService, CurrentAdminGuard],
  exports: [PeopleService, CurrentAdminGuard],
})
export class PeopleModule {}
