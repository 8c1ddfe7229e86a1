import { DynamicModule, Module } from '@nestjs/common';
import { SupportMessages } from '@liquify/contracts';
import { CoreModule } from '@liquify/service';
import { SupportConfig } from './config';
import { ContactModule } from './contact/contact.module';
import { ContextModule } from './context/context.module';
import { FaqModule } from './faq/faq.module';
import { PeopleModule } from './people/people.module';
import { TicketsModule } from './tickets/tickets.module';

@Module({})
export class AppModule {
  static forRoot(config: SupportConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        CoreModule.forRoot({ service: 'support', config, unauthenticatedMessage: SupportMessages.unauthenticated }),
        PeopleModule,
        ContextModule,
        FaqModule,
        TicketsModule,
        ContactModule,
      ],
    };
  }
}
