package com.newsx.it;

/** The program ClassArchiveIT runs from a jar of its own, with and without a class-data-sharing archive. */
public final class ArchivedHello {
    private ArchivedHello() {
    }

    public static void main(String[] args) {
        System.out.println("hello from " + ArchivedHello.class.getSimpleName());
    }
}
