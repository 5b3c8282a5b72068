import type { ServerModule } from '../module';
import { uploadRoutes } from './routes';
import { createUploadService, type UploadService } from './service';

export { createUploadService, uploadUrl } from './service';

export type { UploadService } from './service';

declare module '../module' {
  interface Services {
    uploads: UploadService;
  }
}

/** Images users upload (vouchers, identity photos), served only to their owner. */
export const uploadsModule: ServerModule = {
  name: 'uploads',
  setup({ db, config }) {
    const uploads = createUploadService({ db, config });
    // Its own scope: multipart parsing exists only for the upload call.
    return {
      services: { uploads },
      plugins: [
        async (api) => {
          await api.register(uploadRoutes, { uploads, maxBytes: config.uploadMaxBytes });
        },
      ],
    };
  },
};
