import { DynamicModule, Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { CoreModule } from '@liquify/service';
import type { NotesConfig } from './config';
import { NOTE_MODEL, noteSchema } from './note.schema';
import { NotesController } from './notes.controller';
import { NotesRepository } from './notes.repository';
import { WelcomeNoteSeed } from './notes.seed';
import { NotesService } from './notes.service';
import { UsersConsumer } from './users.consumer';

@Module({
  imports: [MongooseModule.forFeature([{ name: NOTE_MODEL, schema: noteSchema }])],
  controllers: [NotesController, UsersConsumer],
  providers: [NotesRepository, NotesService, WelcomeNoteSeed],
})
export class NotesModule {}

@Module({})
export class AppModule {
  static forRoot(config: NotesConfig): DynamicModule {
    return { module: AppModule, imports: [CoreModule.forRoot({ service: 'notes', config }), NotesModule] };
  }
}
