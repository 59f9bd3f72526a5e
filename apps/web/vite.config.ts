import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  // Workspace packages are TypeScript sources: bundle them into the server build too.
  ssr: { noExternal: ['@goi/contracts', '@goi/text'] },
  build: {
    rollupOptions: {
      // Our workspace packages do nothing when imported (tables and functions only), so the
      // browser gets just the helpers it calls: `parseFurigana` without the parser's tables.
      treeshake: {
        moduleSideEffects: (id) => !/[\\/]packages[\\/](text|contracts)[\\/]src[\\/]/.test(id),
      },
    },
  },
});
