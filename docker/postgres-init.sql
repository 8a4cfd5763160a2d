-- Each service owns its own database on the shared server.
CREATE DATABASE assistance OWNER store;
