// The outsider test's Vue app: App.vue and vite.config.js are the elements README's Vue recipe, written
// here from the packed README.
import { createApp } from 'vue';
import App from './App.vue';

createApp(App).mount('#app');
