// Stylesheets imported for their side effect; the bundler (Vite, or the app's) handles them.
declare module '*.css' {}
