import { Inject, Injectable } from '@nestjs/common';
import { Seed, Seeder, SERVICE_CONFIG } from '@liquify/service';
import type { NotesConfig } from './config';
import { NotesRepository } from './notes.repository';
import { NotesService } from './notes.service';

export const WELCOME_USER = 'welcome';

/** A welcome note on an empty database; idempotent (only when the user has none; a unique title besides). */
@Seeder('welcome note')
@Injectable()
export class WelcomeNoteSeed implements Seed {
  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: NotesConfig,
    private readonly repository: NotesRepository,
    private readonly notes: NotesService,
  ) {}

  enabled() {
    return this.config.SEED_NOTES;
  }

  async run() {
    if ((await this.repository.count(WELCOME_USER)) > 0) return;
    await this.notes.create(WELCOME_USER, { title: 'Welcome', body: 'Your first note.' }).catch(() => undefined); // another replica won
    return '1 note';
  }
}
